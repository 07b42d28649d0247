import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ActivityInput,
  Closure,
  ClosureInput,
  ScheduleInput,
  StaffActivity,
  StaffActivityBooking,
  StaffBookingChange,
} from '@hotel/contracts/activities';
import { api } from '../../lib/api-client.ts';
import { hotelDateOf } from '@hotel/client-kit/hotel-time';

/** Query keys start with the live topic: every staff_update about 'bookings' refreshes them. */
const DAY_KEY = ['bookings', 'activity-day'] as const;
const EDITOR_KEY = ['bookings', 'activity-editor'] as const;

export function useActivityDay(date: string) {
  return useQuery({
    queryKey: [...DAY_KEY, date],
    queryFn: () => api('/api/staff/activity-bookings/day/', { query: { date } }),
  });
}

export function useChangeBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: StaffBookingChange }) =>
      api<StaffActivityBooking>(`/api/staff/activity-bookings/${id}/`, { method: 'PATCH', body: change }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: DAY_KEY }),
  });
}

export function useStaffActivities() {
  return useQuery({
    queryKey: EDITOR_KEY,
    queryFn: () => api('/api/staff/activities/'),
  });
}

/** The editor's writes; each answers with the activity as it now is, and the list is read again. */
export function useEditorMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['bookings'] });
  return {
    save: useMutation({
      mutationFn: ({ id, input }: { id: number | null; input: ActivityInput }) =>
        api<StaffActivity>(id === null ? '/api/staff/activities/' : `/api/staff/activities/${id}/`, {
          method: id === null ? 'POST' : 'PUT',
          body: input,
        }),
      onSuccess: refresh,
    }),
    addSchedule: useMutation({
      mutationFn: ({ id, input }: { id: number; input: ScheduleInput }) =>
        api<StaffActivity>(`/api/staff/activities/${id}/schedules/`, { method: 'POST', body: input }),
      onSuccess: refresh,
    }),
    changeSchedule: useMutation({
      mutationFn: ({ id, scheduleId, input }: { id: number; scheduleId: number; input: ScheduleInput }) =>
        api<StaffActivity>(`/api/staff/activities/${id}/schedules/${scheduleId}/`, {
          method: 'PUT',
          body: input,
        }),
      onSuccess: refresh,
    }),
    removeSchedule: useMutation({
      mutationFn: ({ id, scheduleId }: { id: number; scheduleId: number }) =>
        api<StaffActivity>(`/api/staff/activities/${id}/schedules/${scheduleId}/`, { method: 'DELETE' }),
      onSuccess: refresh,
    }),
    addClosure: useMutation({
      mutationFn: ({ id, input }: { id: number; input: ClosureInput }) =>
        api<Closure>(`/api/staff/activities/${id}/closures/`, { method: 'POST', body: input }),
      onSuccess: refresh,
    }),
    removeClosure: useMutation({
      mutationFn: ({ id, closureId }: { id: number; closureId: number }) =>
        api<StaffActivity>(`/api/staff/activities/${id}/closures/${closureId}/`, { method: 'DELETE' }),
      onSuccess: refresh,
    }),
  };
}

/** YYYY-MM-DD of `date` shifted by `days` (plain calendar arithmetic). */
export function shiftDate(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** Today in the hotel's zone. */
export function hotelToday(timeZone: string): string {
  return hotelDateOf(timeZone);
}
