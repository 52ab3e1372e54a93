import { errorMessage } from '../../shared/config/error-messages';

/** The server has no provider: what whoever runs it must set. With the error table, off the first load. */
export function NoProviderNotice() {
  return (
    <p role="alert" className="query-box__notice">
      {errorMessage('provider_not_configured')}
    </p>
  );
}
