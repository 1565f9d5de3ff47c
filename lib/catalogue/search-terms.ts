import { messageGroup, type GroupKey } from '../i18n/message-keys';

/** The search page's suggested terms (messages catalogue.popularTerms / recommendedTerms), in order. */
export const POPULAR_TERMS = messageGroup<GroupKey<'catalogue.popularTerms'>>({ term1: true, term2: true, term3: true, term4: true, term5: true, term6: true });
export const RECOMMENDED_TERMS = messageGroup<GroupKey<'catalogue.recommendedTerms'>>({ term1: true, term2: true, term3: true, term4: true });
