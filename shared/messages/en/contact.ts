// English: contact.
export default {};
