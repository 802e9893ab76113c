import { api } from '@/admin/lib/api-client';

/** 'Exigir segundo fator para administradores' (GET/PUT /api/second-factor/policy, admins; the change is audited). */
export const secondFactorPolicyQuery = () => ({
  queryKey: ['second-factor', 'policy'],
  queryFn: async () => (await api.get<{ data: { requireForAdmins: boolean } }>('/second-factor/policy')).data.data.requireForAdmins,
});

export async function saveSecondFactorPolicy(requireForAdmins: boolean) {
  await api.put('/second-factor/policy', { data: { requireForAdmins } });
}
