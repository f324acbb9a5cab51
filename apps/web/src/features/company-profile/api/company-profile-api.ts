import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userSchema } from '@orbit/shared/auth-contracts';
import { companySchema, type Company, type CompanyProfileInput } from '@orbit/shared/company-contracts';
import { apiClient } from '../../../lib/api-client.ts';
import { employerCompanyQuery } from '../../../lib/employer-api.ts';

/** Keeps the answer as the cached company (so the preview of a new post shows it) and refreshes public pages. */
function useStoreCompany() {
  const queryClient = useQueryClient();
  return (company: Company) => {
    queryClient.setQueryData<Company>(employerCompanyQuery.queryKey, company);
    void queryClient.invalidateQueries({ queryKey: ['companies'] });
  };
}

/** `PUT /api/employer/company`. */
export function useSaveCompany() {
  const store = useStoreCompany();
  return useMutation({
    mutationFn: (body: CompanyProfileInput) => apiClient.put('/employer/company', companySchema, body),
    onSuccess: store,
  });
}

/** `POST /api/employer/company/logo`, multipart field `logo` (PNG, JPEG or WebP up to 5 MB). */
export function useUploadLogo() {
  const store = useStoreCompany();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('logo', file);
      return apiClient.postForm('/employer/company/logo', companySchema, form);
    },
    onSuccess: store,
  });
}

/** `PUT /api/employer/settings`: new applications by e-mail at once or as a daily digest; answers the user. */
export const saveApplicationEmailsRequest = (applicationEmails: 'instant' | 'daily') =>
  apiClient.put('/employer/settings', userSchema, { applicationEmails });
