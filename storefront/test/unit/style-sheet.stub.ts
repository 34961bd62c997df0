// Stands in for a component's CSS import under jest (jest.config.js): styles are Vite's business.
export default {};
