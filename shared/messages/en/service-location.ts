// English: service-location.
export default {};
