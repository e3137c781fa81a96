import { describe, expect, it } from 'vitest';
import { takeLaunchToken } from '../../../src/bridge/launch-token';

function fakeLocation(hash: string) {
  const replaced: string[] = [];
  const location = { hash, pathname: '/', search: '' } as Location;
  const history = { replaceState: (_s: unknown, _t: string, url: string) => replaced.push(url) } as unknown as History;
  return { location, history, replaced };
}

describe('launch token', () => {
  it('takes the token from the fragment once and strips it from the address bar', () => {
    const { location, history, replaced } = fakeLocation('#launch=AbCdEfGhIjKlMnOpQrStUv_-0123');
    expect(takeLaunchToken(location, history)).toBe('AbCdEfGhIjKlMnOpQrStUv_-0123');
    expect(replaced).toEqual(['/#/']);
  });

  it('ignores the old long-lived form of the address (#token=…)', () => {
    expect(takeLaunchToken(fakeLocation('#token=AbCdEfGhIjKlMnOpQrStUv_-0123').location, fakeLocation('').history)).toBeNull();
  });

  it('finds nothing in an ordinary route or a malformed token', () => {
    expect(takeLaunchToken(fakeLocation('#/shopping').location, fakeLocation('').history)).toBeNull();
    expect(takeLaunchToken(fakeLocation('#launch=short').location, fakeLocation('').history)).toBeNull();
    expect(takeLaunchToken(fakeLocation('#launch=<script>alert(1)</script>xxxxxxxx').location, fakeLocation('').history)).toBeNull();
  });
});
