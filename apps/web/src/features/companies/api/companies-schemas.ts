import { z } from 'zod';
import { catalogueCompanySchema } from '../../../lib/catalogue-schemas.ts';

/** The company page also says whether the employer is verified and how fast it answers (lenient, like the catalogue). */
export const companyDetailSchema = catalogueCompanySchema.extend({
  verified: z.boolean().catch(false),
  medianResponseHours: z.number().nullable().catch(null),
});
export type CompanyDetail = z.infer<typeof companyDetailSchema>;
