// Stands in for a picture import under jest (jest.config.js): Vite would give its built URL.
export default '/assets/picture.svg';
