/* Tenant "meridian" (config/platform/README.md). */
(function () {
  var cdn = location.protocol + '//' + location.hostname + ':' + (Number(location.port || (location.protocol === 'https:' ? 443 : 80)) + 1);
  window.__ATRIUM_PLATFORM_CONFIG__ = {
    env: 'meridian',
    production: true,
    brand: { productName: 'Meridian' },
    remoteTimeoutMs: 15000,
    releases: cdn,
    channels: { stable: { content: '1.0.0', trading: '1.0.0', funds: '1.0.0', 'defi-finance': '1.0.0' } },
    remotes: {
      content: { enabled: true, channel: 'stable' },
      trading: { enabled: true, channel: 'stable' },
      funds: { enabled: true, version: '1.0.0' },
      'defi-finance': { enabled: true, channel: 'stable' },
      uplan: { enabled: false },
      nft: { enabled: false },
    },
    flags: {
      signIn: { alwaysShowAccountTab: true, reverseTabs: false },
      signUp: { reverseTabs: false, phoneRequiredWithEmail: false },
      defaultAreaCode: '93',
      inviteCode: { requiredFor: ['phone'] },
      walletOnly: true,
      noWalletPage: false,
      frozen: { showDialog: false, opensService: false },
      allowZoom: false,
      defaultTheme: 'light',
      appDownload: { layout: 'cards' },
      web3TabLabel: true,
      secondContract: true,
      desktopRedirect: {
        desktopOrigin: location.protocol + '//desktop.meridian.localhost:' + location.port,
        mobileOrigin: location.protocol + '//meridian.localhost:' + location.port,
      },
      blockedIp: { serviceLink: false },
      diagnostics: false,
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
    capabilities: { idempotencyKey: true, walletNonce: true, secretsInBody: true },
  };
})();
