// English: contact-form.
export default {};
