/**
 * The access log of the generated nginx configuration without query strings: a hand-over link
 * (`/?token=…`) or any call with a secret in its query must not leave it in a log file. The path
 * is logged without its query, and so is the Referer (a page opened with `?token=` sends its whole
 * address as the Referer of its same-origin requests).
 */

export const ACCESS_LOG_FORMAT = 'wl_no_query';

/** Debian's access log; the nginx smoke writes its own under its prefix. */
export const DEFAULT_ACCESS_LOG = '/var/log/nginx/access.log';

/** The http-level maps and format: "combined" with $request and $http_referer cut at "?". */
export function accessLogFormat(): string[] {
  return [
    'map $request_uri $wl_log_path {',
    '    ~^([^?]*) $1;',
    '}',
    'map $http_referer $wl_log_referer {',
    '    ~^([^?#]*) $1;',
    '}',
    `log_format ${ACCESS_LOG_FORMAT} '$remote_addr - $remote_user [$time_local] ` +
      `"$request_method $wl_log_path $server_protocol" $status $body_bytes_sent ` +
      `"$wl_log_referer" "$http_user_agent"';`,
  ];
}
