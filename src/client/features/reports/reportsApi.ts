import type { ComparisonReportBody, CompetitorReportBody, Report, ReportList } from '../../../shared/reports';
import { api } from '../../api/api';

/** What "Generate report" sends: a competitor analysis or a peer comparison, each saved as a new report. */
export type ReportRequest = { kind: 'competitor-analysis'; body: CompetitorReportBody } | { kind: 'user-comparison'; body: ComparisonReportBody };

const PATHS = { 'competitor-analysis': '/reports/competitors/analysis', 'user-comparison': '/reports/users/comparison' } as const;

const reportsBase = api.enhanceEndpoints({ addTagTypes: ['Reports'] });

const reportsApi = reportsBase.injectEndpoints({
  endpoints: (build) => ({
    getReports: build.query<ReportList, void>({
      query: () => '/reports',
      providesTags: ['Reports'],
    }),
    /** A saved report's figures never change; only its title can (renamed), which refreshes it. */
    getReport: build.query<Report, string>({
      query: (id) => `/reports/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Reports', id }],
    }),
    renameReport: build.mutation<Report, { id: string; title: string }>({
      query: ({ id, title }) => ({ url: `/reports/${id}`, method: 'PATCH', body: { title } }),
      invalidatesTags: (_result, _error, { id }) => ['Reports', { type: 'Reports', id }],
    }),
    deleteReport: build.mutation<void, string>({
      query: (id) => ({ url: `/reports/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Reports'],
    }),
    generateReport: build.mutation<Report, ReportRequest>({
      query: ({ kind, body }) => ({ url: PATHS[kind], method: 'POST', body }),
      invalidatesTags: ['Reports'],
      // The answer is the whole report: the page it navigates to shows it without asking again.
      async onQueryStarted(_request, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) await dispatch(reportsApi.util.upsertQueryData('getReport', data.id, data));
      },
    }),
  }),
});

export const { useGetReportsQuery, useGetReportQuery, useGenerateReportMutation, useRenameReportMutation, useDeleteReportMutation } = reportsApi;
