import type { CalendarEvent, Slide, TouristInfoResponse, WeatherResponse } from '@hotel/contracts/content';

export const testSlides: Slide[] = [
  { id: 1, image_url: '/media/slides/one.svg', caption: 'Sunset on the terrace' },
  { id: 2, image_url: '/media/slides/two.svg', caption: 'The pool deck' },
  { id: 3, image_url: '/media/slides/three.svg', caption: 'The night market' },
];

export const testWeather: WeatherResponse = {
  townName: 'Bangkok',
  temperature: 31.4,
  condition: 'Partly cloudy',
  condition_key: 'partly_cloudy',
  icon: 'partly-cloudy-day',
  forecast: [
    {
      date: '2026-11-24',
      label: 'Tue',
      condition: 'Rain',
      condition_key: 'rain',
      icon: 'rain',
      temp_min: 24,
      temp_max: 30.2,
    },
    {
      date: '2026-11-25',
      label: 'Wed',
      condition: 'Thunderstorm',
      condition_key: 'thunderstorm',
      icon: 'thunderstorm',
      temp_min: 24.4,
      temp_max: 29.8,
    },
  ],
  observed_at: '2026-11-23T07:15:00.000Z',
  stale: false,
};

export const event = (id: number, title: string, start: string): CalendarEvent => ({
  id,
  title,
  description: `${title} description`,
  start_time: start,
  end_time: null,
  location: 'Lobby',
});

export const emptyTouristInfo = {
  emergency_call_center: null,
  medical_emergency_call_center: null,
  disaster_warning_center: null,
  tourist_authority_contact: null,
  tourist_authority_website: null,
  tourist_police_contact: null,
  tourist_police_website: null,
  immigration_bureau_contact: null,
  immigration_bureau_website: null,
  consular_affairs_contact: null,
  consular_affairs_website: null,
  intercity_transport_contact: null,
  intercity_transport_website: null,
  railway_contact: null,
  railway_website: null,
  airport_contact: null,
  airport_website: null,
  metro_contact: null,
  metro_website: null,
  highway_info_contact: null,
  highway_info_website: null,
} satisfies TouristInfoResponse;
