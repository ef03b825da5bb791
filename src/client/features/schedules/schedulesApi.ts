import type { Branding, BrandingBody } from '../../../shared/branding';
import {
  IDEMPOTENCY_KEY_HEADER,
  type Schedule,
  type ScheduleBody,
  type ScheduleList,
  type SchedulePreview,
  type ScheduleSend,
  type ScheduleUpdateBody,
  type SendNowTarget,
} from '../../../shared/schedules';
import { api } from '../../api/api';

const base = api.enhanceEndpoints({ addTagTypes: ['Schedules', 'Branding', 'Workspace'] });

type ScheduleRef = { workspaceId: string; id: string };
const scheduleUrl = ({ workspaceId, id }: ScheduleRef) => `/workspaces/${workspaceId}/schedules/${id}`;

/**
 * A key naming one Send now: made when the confirmation opens and sent with every try of it, so a double
 * click or a retry after a lost answer is the same send on the server. Random bytes rather than
 * crypto.randomUUID, which browsers offer only on https (a self-hosted server may be on plain http).
 */
export const newSendKey = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** The workspace's report schedules and branding (docs/mail.md); every path names the workspace. */
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
    getSchedulePreview: build.query<SchedulePreview, ScheduleRef>({
      query: (ref) => `${scheduleUrl(ref)}/preview`,
      // A preview is of the data as it is now: asked again each time it is opened.
      keepUnusedDataFor: 0,
    }),
    /**
     * The preview's PDF as an object URL the page can link to (a link to the API itself would go without
     * the bearer token). A mutation, so each opening fetches its own; the dialog revokes it when it closes.
     */
    fetchPreviewPdf: build.mutation<string, ScheduleRef>({
      query: (ref) => ({
        url: `${scheduleUrl(ref)}/preview.pdf`,
        // An error answers JSON ({message}), read as every other call's.
        responseHandler: async (response): Promise<unknown> =>
          response.ok ? URL.createObjectURL(await response.blob()) : ((await response.json()) as unknown),
      }),
    }),
    sendNow: build.mutation<ScheduleSend, ScheduleRef & { to: SendNowTarget; key: string }>({
      query: ({ to, key, ...ref }) => ({ url: `${scheduleUrl(ref)}/send-now`, method: 'POST', body: { to }, headers: { [IDEMPOTENCY_KEY_HEADER]: key } }),
    }),
    getScheduleSend: build.query<ScheduleSend, ScheduleRef & { sendId: string }>({
      query: ({ sendId, ...ref }) => `${scheduleUrl(ref)}/sends/${sendId}`,
      keepUnusedDataFor: 0,
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
  useGetSchedulePreviewQuery,
  useFetchPreviewPdfMutation,
  useSendNowMutation,
  useGetScheduleSendQuery,
  useGetBrandingQuery,
  useSetBrandingMutation,
} = schedulesApi;
