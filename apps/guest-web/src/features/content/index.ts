// The dashboard content calls' public file (docs/decisions/0146).
export {
  calendarEventsQueryOptions,
  slidesQueryOptions,
  useCalendarEvents,
  useSlides,
  useTouristInfo,
  useWeather,
  weatherQueryOptions,
} from './use-dashboard-content.ts';
