import type { OverviewQuery } from '../../../../shared/analytics';
import type { AppStore } from '../../../app/store';
import { dashboardApi } from '../dashboardApi';

/** A dashboard reading one account's overview, as a mounted page would, for tests of when it is fetched again. */
export const subscribeToOverview = (store: AppStore, query: OverviewQuery) => store.dispatch(dashboardApi.endpoints.getOverview.initiate(query));
