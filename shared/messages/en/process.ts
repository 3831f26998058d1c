// English: process.
export default {};
