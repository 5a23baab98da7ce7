import { Figures, hundredths } from '../../shared/dockets/docket-math';

/** Hours as the API sends them ("8.50") shown with one decimal ("8.5"), as 000 §9 and 002 §9 say. */
export const hoursText = (hours: string): string => new Figures(hundredths(hours) * 60n).hoursShort;
