import type { Catalog } from '../catalog';

const toasts: Catalog['toasts'] = {
  label: 'Notificación',
  close: 'Cerrar la notificación',
  viewport: 'Notificaciones ({hotkey})',
};

export default toasts;
