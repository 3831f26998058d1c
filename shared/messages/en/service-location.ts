// English: a service's page for one area (client/routes/service-location/page.tsx). Its title and body are content.
export default {
  loading: 'Loading',
  notFound: {
    title: 'Page Not Found',
    text: "The service location page you're looking for doesn't exist.",
    back: 'Back to Services',
  },
  eyebrow: 'Terrazzo service',
  aside: {
    label: 'Contact',
    title: 'Free on-site estimate',
    quote: 'Request Free Quote',
    areas: 'Service areas',
  },
};
