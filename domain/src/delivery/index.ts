export * from './utc-calendar-date.js';
export * from './working-days.js';
export * from './delivery-time-range.js';
export * from './estimated-delivery-date.js';
export * from './add-months.js';
export * from './availability-date.js';
