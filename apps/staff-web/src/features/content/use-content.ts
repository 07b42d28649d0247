import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CalendarEvent,
  CalendarEventCreate,
  CalendarEventUpdate,
  SlideCreate,
  SlideUpdate,
  StaffSlide,
  TouristInfoResponse,
  TouristInfoUpdate,
  WeatherLocation,
} from '@hotel/contracts/content';
import { api } from '../../lib/api-client.ts';

/** Keys start with the live topic 'content': another console's change refreshes these screens. */
const KEYS = {
  slides: ['content', 'slides'],
  events: ['content', 'events'],
  touristInfo: ['content', 'tourist-info'],
  weather: ['content', 'weather-location'],
} as const;

export function useStaffSlides() {
  return useQuery({
    queryKey: KEYS.slides,
    queryFn: async () => (await api<{ slides: StaffSlide[] }>('/api/staff/slides/')).slides,
  });
}

export function useSlideMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: KEYS.slides });
  return {
    upload: useMutation({
      mutationFn: (file: File) => api<{ url: string }>('/api/staff/images/', { method: 'POST', body: file }),
    }),
    create: useMutation({
      mutationFn: (slide: SlideCreate) =>
        api<StaffSlide>('/api/staff/slides/', { method: 'POST', body: slide }),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, changes }: { id: number; changes: SlideUpdate }) =>
        api<StaffSlide>(`/api/staff/slides/${id}/`, { method: 'PATCH', body: changes }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: number) => api<null>(`/api/staff/slides/${id}/`, { method: 'DELETE' }),
      onSuccess: refresh,
    }),
    reorder: useMutation({
      mutationFn: (ids: number[]) =>
        api<{ slides: StaffSlide[] }>('/api/staff/slides/order/', { method: 'PUT', body: { ids } }),
      onSuccess: (answer) => queryClient.setQueryData(KEYS.slides, answer.slides),
      onError: refresh,
    }),
  };
}

export function useStaffEvents() {
  return useQuery({
    queryKey: KEYS.events,
    queryFn: async () => (await api<{ events: CalendarEvent[] }>('/api/staff/calendar-events/')).events,
  });
}

export function useEventMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: KEYS.events });
  return {
    create: useMutation({
      mutationFn: (event: CalendarEventCreate) =>
        api<CalendarEvent>('/api/staff/calendar-events/', { method: 'POST', body: event }),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, changes }: { id: number; changes: CalendarEventUpdate }) =>
        api<CalendarEvent>(`/api/staff/calendar-events/${id}/`, { method: 'PATCH', body: changes }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: number) => api<null>(`/api/staff/calendar-events/${id}/`, { method: 'DELETE' }),
      onSuccess: refresh,
    }),
  };
}

export function useStaffTouristInfo() {
  return useQuery({
    queryKey: KEYS.touristInfo,
    queryFn: () => api<TouristInfoResponse>('/api/staff/tourist-info/'),
  });
}

export function useSaveTouristInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (info: TouristInfoUpdate) =>
      api<TouristInfoResponse>('/api/staff/tourist-info/', { method: 'PUT', body: info }),
    onSuccess: (saved) => queryClient.setQueryData(KEYS.touristInfo, saved),
  });
}

export function useWeatherLocation() {
  return useQuery({
    queryKey: KEYS.weather,
    queryFn: async () =>
      (await api<{ location: WeatherLocation | null }>('/api/staff/weather-location/')).location,
  });
}

export function useSaveWeatherLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (location: WeatherLocation) =>
      api<{ location: WeatherLocation | null }>('/api/staff/weather-location/', {
        method: 'PUT',
        body: location,
      }),
    onSuccess: (answer) => queryClient.setQueryData(KEYS.weather, answer.location),
  });
}
