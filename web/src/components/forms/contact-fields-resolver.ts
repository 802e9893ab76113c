import type { Resolver } from 'react-hook-form';

import type { ContactFields, ContactFieldsInput } from '@alicerce/domain';

/**
 * react-hook-form resolver with the shared contact rules (contactFieldsSchema). zod, the schema and the zod
 * resolver are downloaded on the first focus of the form (see `preloadContactRules`) or at the latest on the
 * first validation, not with the page: the hero form is on the home page every campaign visitor lands on.
 */
const loadResolver = () =>
  Promise.all([import('@hookform/resolvers/zod'), import('@alicerce/domain')]).then(([{ zodResolver }, { contactFieldsSchema }]) =>
    zodResolver(contactFieldsSchema),
  );

let loading: ReturnType<typeof loadResolver> | null = null;

export const preloadContactRules = () => {
  loading ??= loadResolver();
  return loading;
};

export const contactFieldsResolver: Resolver<ContactFieldsInput, unknown, ContactFields> = async (values, context, options) =>
  (await preloadContactRules())(values, context, options);
