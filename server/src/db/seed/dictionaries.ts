import type { Locale } from '../../i18n.js';

/** Dictionaries of GET /api/common/type/{type}: value → label per language (English is the fallback). */
export const DICTIONARIES: Record<string, { value: string; labels: Partial<Record<Locale, string>> & { en: string } }[]> = {
  defi_activity_type: [
    { value: '1', labels: { en: 'Liquidity mining reward', zh: '流动性挖矿奖励', ar: 'مكافأة تعدين السيولة', de: 'Liquiditäts-Mining-Prämie', tw: '流動性挖礦獎勵', ru: 'Награда за майнинг ликвидности' } },
    { value: '2', labels: { en: 'Staking bonus', zh: '质押奖励', ar: 'مكافأة التخزين', de: 'Staking-Bonus', tw: '質押獎勵', ru: 'Бонус за стейкинг' } },
    { value: '3', labels: { en: 'New user airdrop', zh: '新用户空投', ar: 'إسقاط جوي للمستخدمين الجدد', de: 'Airdrop für Neukunden', tw: '新用戶空投', ru: 'Эйрдроп для новых пользователей' } },
    { value: '4', labels: { en: 'Invitation reward', zh: '邀请奖励', ar: 'مكافأة الدعوة', de: 'Einladungsprämie', tw: '邀請獎勵', ru: 'Награда за приглашение' } },
  ],
  uplan_review_status: [
    { value: '0', labels: { en: 'Waiting for review', zh: '等待审核', ar: 'بانتظار المراجعة', de: 'Wartet auf Prüfung', tw: '等待審核', ru: 'Ожидает проверки' } },
    { value: '1', labels: { en: 'In income', zh: '收益中', ar: 'قيد تحقيق العائد', de: 'Im Ertrag', tw: '收益中', ru: 'Приносит доход' } },
    { value: '2', labels: { en: 'Pledge completed', zh: '质押完成', ar: 'اكتمل الرهن', de: 'Pfand abgeschlossen', tw: '質押完成', ru: 'Залог завершён' } },
  ],
};
