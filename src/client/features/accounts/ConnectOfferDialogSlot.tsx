import { useSearchParams } from 'react-router-dom';
import { lazyOnDemand } from '../../base/lazyOnDemand';

const Dialog = lazyOnDemand(() => import(/* webpackChunkName: "connect-offer" */ './ConnectOfferDialog').then((module) => module.ConnectOfferDialog));

/**
 * The offer to connect the accounts a Facebook or Instagram sign-in found is fetched only when the
 * address carries one (`?connectOffer=`, once after such a sign-in): the shell renders this on every
 * signed-in page, where it is otherwise nothing.
 */
export function ConnectOfferDialog({ connectRefused }: { connectRefused: string | null }) {
  const [params] = useSearchParams();
  return params.get('connectOffer') ? <Dialog connectRefused={connectRefused} /> : null;
}
