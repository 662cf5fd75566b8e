import singletonVersionPlugin, { satisfiesCaret, type ResolveShareArgs } from './singletonVersionPlugin';

describe('satisfiesCaret', () => {
  it.each([
    ['19.3.1', '^19.3.1', true],
    ['19.4.0', '^19.3.1', true],
    ['19.3.2', '^19.3.1', true],
    ['19.3.0', '^19.3.1', false],
    ['19.2.9', '^19.3.1', false],
    ['20.0.0', '^19.3.1', false],
    ['18.9.9', '^19.3.1', false],
    // A zero major pins the minor; zero major and minor pin the patch.
    ['0.5.7', '^0.5.2', true],
    ['0.6.0', '^0.5.2', false],
    ['0.0.3', '^0.0.3', true],
    ['0.0.4', '^0.0.3', false],
  ])('%s against %s: %s', (version, range, expected) => {
    expect(satisfiesCaret(version, range)).toBe(expected);
  });

  it('leaves other forms to the runtime', () => {
    expect(satisfiesCaret('19.3.1-rc.1', '^19.3.1')).toBeUndefined();
    expect(satisfiesCaret('19.3.1', '>=19')).toBeUndefined();
    expect(satisfiesCaret('19.3.1', '~19.3.1')).toBeUndefined();
    expect(satisfiesCaret('19.3.1', '^19.x')).toBeUndefined();
  });
});

describe('singletonVersionPlugin', () => {
  const loaded = { version: '19.3.1', from: 'shell' };
  const runtimeResolver = jest.fn(() => ({ shared: 'runtime', useTreesShaking: false }));
  const args = (shareConfig: ResolveShareArgs['shareInfo']['shareConfig']): ResolveShareArgs => ({
    shareScopeMap: { default: { react: { '19.3.1': loaded } } },
    scope: 'default',
    pkgName: 'react',
    version: '19.3.1',
    shareInfo: { shareConfig },
    resolver: runtimeResolver,
  });
  const { resolveShare } = singletonVersionPlugin();

  beforeEach(() => runtimeResolver.mockClear());

  it('resolves a singleton whose loaded version satisfies the caret range, without the runtime', () => {
    const resolved = resolveShare(args({ singleton: true, requiredVersion: '^19.0.0' }));
    expect(resolved.resolver()).toEqual({ shared: loaded, useTreesShaking: false });
    expect(runtimeResolver).not.toHaveBeenCalled();
  });

  it('leaves a version outside the range to the runtime, which warns', () => {
    const unchanged = args({ singleton: true, requiredVersion: '^20.0.0' });
    expect(resolveShare(unchanged)).toBe(unchanged);
  });

  it('leaves modules that are not singletons, and other ranges, to the runtime', () => {
    const notSingleton = args({ singleton: false, requiredVersion: '^19.0.0' });
    expect(resolveShare(notSingleton)).toBe(notSingleton);
    const anyVersion = args({ singleton: true, requiredVersion: false });
    expect(resolveShare(anyVersion)).toBe(anyVersion);
    const otherRange = args({ singleton: true, requiredVersion: '>=19.0.0' });
    expect(resolveShare(otherRange)).toBe(otherRange);
  });
});
