// English: mobile menu.
export default {
  label: 'Menu',
  title: 'Menu',
  close: 'Close menu',
  navLabel: 'Mobile',
  getQuote: 'GET QUOTE',
  callNow: 'CALL NOW',
  /** Under CALL NOW, after its number: why it is not the header's. */
  secondLine: 'our second line',
};
