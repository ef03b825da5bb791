import type { Branding, BrandingBody } from '../../../shared/branding';
import type { Schedule, ScheduleBody, ScheduleList, ScheduleUpdateBody } from '../../../shared/schedules';
import { api } from '../../api/api';

const base = api.enhanceEndpoints({ addTagTypes: ['Schedules', 'Branding', 'Workspace'] });

/** The workspace's report schedules and branding (issue #22); every path names the workspace. */
export const schedulesApi = base.injectEndpoints({
  endpoints: (build) => ({
    getSchedules: build.query<ScheduleList, string>({
      query: (workspaceId) => `/workspaces/${workspaceId}/schedules`,
      providesTags: ['Schedules'],
    }),
    createSchedule: build.mutation<Schedule, { workspaceId: string; body: ScheduleBody }>({
      query: ({ workspaceId, body }) => ({ url: `/workspaces/${workspaceId}/schedules`, method: 'POST', body }),
      invalidatesTags: ['Schedules'],
    }),
    updateSchedule: build.mutation<Schedule, { workspaceId: string; id: string; body: ScheduleUpdateBody }>({
      query: ({ workspaceId, id, body }) => ({ url: `/workspaces/${workspaceId}/schedules/${id}`, method: 'PATCH', body }),
      invalidatesTags: ['Schedules'],
    }),
    deleteSchedule: build.mutation<void, { workspaceId: string; id: string }>({
      query: ({ workspaceId, id }) => ({ url: `/workspaces/${workspaceId}/schedules/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Schedules'],
    }),
    getBranding: build.query<Branding, string>({ query: (workspaceId) => `/workspaces/${workspaceId}/branding`, providesTags: ['Branding'] }),
    setBranding: build.mutation<Branding, { workspaceId: string; body: BrandingBody }>({
      query: ({ workspaceId, body }) => ({ url: `/workspaces/${workspaceId}/branding`, method: 'PUT', body }),
      invalidatesTags: ['Branding'],
    }),
  }),
});

export const {
  useGetSchedulesQuery,
  useCreateScheduleMutation,
  useUpdateScheduleMutation,
  useDeleteScheduleMutation,
  useGetBrandingQuery,
  useSetBrandingMutation,
} = schedulesApi;
