// The regional bases of the respondent data service (spec §7: UK default, EU, AU).
export const respondentDataRegions = ['uk', 'eu', 'au'] as const;
export type RespondentDataRegion = (typeof respondentDataRegions)[number];
