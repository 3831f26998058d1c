// English: home.
export default {};
