/*
 * Tenant "harbor": a second brand on the same platform, differing only by flags and by which
 * remotes it runs (the content remote is switched off here: its paths fall to /home). See
 * config/platform/atrium/config.js for how an env is picked and how the CDN origin is found.
 */
(function () {
  var cdn = location.protocol + '//' + location.hostname + ':' + (Number(location.port || (location.protocol === 'https:' ? 443 : 80)) + 1);
  window.__ATRIUM_PLATFORM_CONFIG__ = {
    env: 'harbor',
    production: true,
    brand: { productName: 'Harbor' },
    remoteTimeoutMs: 15000,
    remotes: {
      content: { enabled: false, manifest: cdn + '/content/1.0.0/mf-manifest.json', prefixes: ['/term-service', '/introduction', '/termsOfuse', '/privacyPolicy', '/notice', '/vip-rule', '/help', '/helpDetail', '/broadcastDetails', '/app-download', '/service'] },
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
      signIn: { alwaysShowAccountTab: true, reverseTabs: true },
      signUp: { reverseTabs: true, phoneRequiredWithEmail: true },
      defaultAreaCode: '1',
      inviteCode: { requiredFor: ['account', 'email'] },
      walletOnly: false,
      noWalletPage: false,
      frozen: { showDialog: true, opensService: true },
      allowZoom: true,
      defaultTheme: 'dark',
      appDownload: { layout: 'cards' },
      web3TabLabel: true,
      secondContract: false,
    },
    capabilities: { idempotencyKey: false, walletNonce: true, secretsInBody: false },
  };
})();
