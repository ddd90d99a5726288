import { operatorEndpoints } from 'contract/operator-endpoints';
import { withdrawalReads } from '../../../lib/use-operator-write';

/** A decision changes the review and its queue, and the player's withdrawals (which wait for a verified identity). */
export const identityReads = [operatorEndpoints.getIdentityReview, operatorEndpoints.listIdentityReviews, ...withdrawalReads];
