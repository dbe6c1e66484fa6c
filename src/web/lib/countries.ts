import { useQuery } from '@tanstack/react-query';
import { usersEndpoints } from '../../shared/contracts/client/users';
import { countryList, type Country } from '../../shared/countries';
import { call } from './api-client';
import { useLanguage } from './use-language';

/**
 * The countries named in the reader's language. A browser names them itself where its ICU has
 * the language; many ship only their own interface languages (Chromium has no Icelandic region
 * names and answers "IS"), and then the server's list, from Node's full ICU, stands in.
 */
export function useCountries(): Country[] {
  const language = useLanguage();
  const local = countryList(language);
  const named = local.some((country) => country.name !== country.code);
  const server = useQuery({
    queryKey: ['countries', language],
    queryFn: ({ signal }) => call(usersEndpoints.getListCountry, undefined, signal),
    enabled: !named,
    staleTime: Infinity,
    meta: { silent: true },
  });
  return named ? local : (server.data ?? local);
}
