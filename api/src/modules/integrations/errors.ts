// The errors of the integrations module: the platform's typed errors, plus a store that fails us (502: the
// fault is upstream, not the caller's, and not ours).
import { AppError } from '../../platform/errors.js';

export {
  AppError,
  Conflict,
  Forbidden,
  NotFound,
  ServiceUnavailable,
  Unauthorized,
  ValidationFailed,
} from '../../platform/errors.js';

export class BadGateway extends AppError {
  readonly statusCode = 502;

  constructor(message: string, options: { cause?: unknown } = {}) {
    super(message);
    if (options.cause !== undefined) this.cause = options.cause;
  }
}
