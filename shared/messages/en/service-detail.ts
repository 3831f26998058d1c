// English: service-detail.
export default {};
