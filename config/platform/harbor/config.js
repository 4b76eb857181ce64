/* Tenant "harbor" (config/platform/README.md). */
(function () {
  var cdn = location.protocol + '//' + location.hostname + ':' + (Number(location.port || (location.protocol === 'https:' ? 443 : 80)) + 1);
  window.__ATRIUM_PLATFORM_CONFIG__ = {
    env: 'harbor',
    production: true,
    brand: { productName: 'Harbor' },
    remoteTimeoutMs: 15000,
    releases: cdn,
    remotes: {
      content: { enabled: false, version: '1.0.0', public: ['/helpDetail/:id'] },
      trading: { enabled: true, version: '1.0.0' },
      funds: { enabled: true, version: '1.0.0' },
      'defi-finance': { enabled: false },
      uplan: { enabled: false },
      nft: { enabled: false },
    },
    flags: {
      signIn: { alwaysShowAccountTab: true, reverseTabs: true },
      signUp: { reverseTabs: true, phoneRequiredWithEmail: true },
      defaultAreaCode: '1',
      inviteCode: { requiredFor: ['account', 'email'] },
      walletOnly: false,
      noWalletPage: true,
      frozen: { showDialog: true, opensService: true },
      allowZoom: true,
      defaultTheme: 'dark',
      appDownload: { layout: 'cards' },
      web3TabLabel: true,
      secondContract: false,
      desktopRedirect: { desktopOrigin: '', mobileOrigin: '' },
      blockedIp: { serviceLink: true },
      diagnostics: true,
    },
    // The DeFi wallet panel: see packages/platform/src/wallet-config.ts.
    wallet: {
      chains: [
        {
          id: 'ethereum', kind: 'evm', name: 'Ethereum', chainId: 1,
          rpcUrl: 'https://ethereum-rpc.publicnode.com',
          explorer: 'https://etherscan.io',
          approvalsUrl: 'https://etherscan.io/tokenapprovalchecker?search={address}',
          tokens: [
            { symbol: 'USDT', address: '0xdAC17F958D2ee523a2206206994597C13D831ec7', decimals: 6 },
            { symbol: 'USDC', address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', decimals: 6 },
          ],
        },
        {
          id: 'bsc', kind: 'evm', name: 'BNB Chain', chainId: 56,
          rpcUrl: 'https://bsc-rpc.publicnode.com',
          explorer: 'https://bscscan.com',
          approvalsUrl: 'https://bscscan.com/tokenapprovalchecker?search={address}',
          tokens: [{ symbol: 'USDT', address: '0x55d398326f99059fF775485246999027B3197955', decimals: 18 }],
        },
        {
          id: 'tron', kind: 'tron', name: 'TRON',
          rpcUrl: 'https://api.trongrid.io',
          explorer: 'https://tronscan.org',
          approvalsUrl: 'https://tronscan.org/#/tools/approval-checker?address={address}',
          tokens: [{ symbol: 'USDT', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', decimals: 6 }],
        },
      ],
      // Allowances shown with a Revoke (Atrium itself never asks for an approval).
      spenders: [
        { name: 'Legacy staking pool', chain: 'ethereum', address: '0x1111111254EEB25477B68fb85Ed929f73A960582' },
        { name: 'Legacy staking pool', chain: 'bsc', address: '0x1111111254EEB25477B68fb85Ed929f73A960582' },
        { name: 'Legacy staking pool', chain: 'tron', address: 'TKzxdSv2FZKQrEqkKVgp5DcwEXBEKMg2Ax' },
      ],
    },
    capabilities: { idempotencyKey: false, walletNonce: true, secretsInBody: false },
    // A service entry whose callback is "livechat" opens harbor's chat widget in a sandboxed frame.
    serviceCallbacks: {
      livechat: { open: 'frame', url: 'https://chat.harbor.example/widget?user={userId}&lang={lang}' },
    },
  };
})();
