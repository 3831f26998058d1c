// English: mobile menu.
export default {
  label: 'Menu',
  title: 'Menu',
  close: 'Close menu',
  navLabel: 'Mobile',
  getQuote: 'GET QUOTE',
  callNow: 'CALL NOW',
};
