// English: services.
export default {};
