// English: the not-found page.
export default {
  title: 'Page Not Found',
  text: "The page you're looking for doesn't exist or has moved.",
  links: { home: 'Home', services: 'Services', contact: 'Contact' },
};
