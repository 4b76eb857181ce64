/*
 * Tenant "atrium": the full platform, as `npm start` serves it. A deployment picks its env name
 * by writing it into the shell's index.html (<meta name="atrium-env">); the shell then loads
 * /platform/<env>/config.js. This file is plain data for the shell's typed reader
 * (packages/platform/src/tenant-config.ts); it is served no-cache.
 *
 * Remote releases live on the CDN origin, one immutable folder per version. In this stand-in
 * the CDN origin is the static host's second port (PORT + 1).
 */
(function () {
  var cdn = location.protocol + '//' + location.hostname + ':' + (Number(location.port || (location.protocol === 'https:' ? 443 : 80)) + 1);
  window.__ATRIUM_PLATFORM_CONFIG__ = {
    env: 'atrium',
    production: true,
    brand: { productName: 'Atrium' },
    remoteTimeoutMs: 15000,
    remotes: {
      content: {
        enabled: true,
        manifest: cdn + '/content/1.0.0/mf-manifest.json',
        prefixes: ['/term-service', '/introduction', '/termsOfuse', '/privacyPolicy', '/notice', '/vip-rule', '/help', '/helpDetail', '/broadcastDetails', '/app-download', '/service'],
      },
      trading: {
        enabled: true,
        manifest: cdn + '/trading/1.0.0/mf-manifest.json',
        prefixes: ['/quote', '/trade', '/tradeU', '/tradeBB', '/tradeSearch', '/detail', '/tradingRules', '/addOptional', '/editOptional', '/plug', '/addIncome'] },
      funds: {
        enabled: true,
        manifest: cdn + '/funds/1.0.0/mf-manifest.json',
        prefixes: ['/assets', '/recharge', '/recharge-apply', '/recharge-order', '/recharge-detail', '/withdraw', '/withdraw-apply', '/withdraw-order', '/withdraw-detail', '/swap', '/transfer', '/bind-card', '/bank-list', '/edit-bank', '/addAddress'] },
      'defi-finance': { enabled: false, prefixes: ['/defi', '/defiDetail', '/financial', '/financialDetails', '/buyFunds', '/myInvestment', '/financialAgreement', '/membersOnly', '/generalMerchandise', '/loan', '/loan-record', '/loan-rule', '/pledge', '/subscription'] },
      uplan: { enabled: false, prefixes: ['/uplan', '/uplanDetails'] },
      nft: { enabled: false, prefixes: ['/nft', '/listDetail', '/nftResult', '/nftDetail', '/nftMy'] },
    },
    flags: {
      signIn: { alwaysShowAccountTab: false, reverseTabs: false },
      signUp: { reverseTabs: false, phoneRequiredWithEmail: false },
      defaultAreaCode: '93',
      inviteCode: { requiredFor: [] },
      walletOnly: false,
      noWalletPage: false,
      frozen: { showDialog: true, opensService: false },
      allowZoom: false,
      defaultTheme: 'light',
      appDownload: { layout: 'list' },
      web3TabLabel: false,
      secondContract: true,
    },
    capabilities: { idempotencyKey: true, walletNonce: true, secretsInBody: true },
  };
})();
