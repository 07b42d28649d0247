/** What other features may use of the menu: its image and opening-hours fields (the settings' logo and hours). */
export { ImageField } from './image-field.tsx';
export { OpeningHoursField } from './opening-hours-field.tsx';
