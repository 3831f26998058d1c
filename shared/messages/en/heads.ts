// English: heads.
export default {};
