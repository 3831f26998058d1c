// English: site.
export default {};
