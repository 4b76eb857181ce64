/**
 * The NFT seed's words in zh, tw, ru, ar and de (the seed itself is the English original): each
 * collection's description, and each attribute trait with its values. Item and collection names
 * are proper names, the same in every language. A value is written for its trait (in Russian and
 * Arabic an adjective agrees with the trait's noun: "Чешуя: розовая", "Глаза: зелёные").
 */
type Lang = 'zh' | 'tw' | 'ru' | 'ar' | 'de';
type Words = Record<Lang, string>;

export const NFT_DESCRIPTIONS: Record<string, Words> = {
  nebula: {
    zh: '在银河一隅静静漂流的生成式星云。',
    tw: '在銀河一隅靜靜漂流的生成式星雲。',
    ru: 'Генеративные звёздные облака, дрейфующие в тихом уголке галактики.',
    ar: 'سحب نجمية مولَّدة تنجرف في ركن هادئ من المجرة.',
    de: 'Generative Sternwolken, die durch einen stillen Winkel der Galaxie treiben.',
  },
  koi: {
    zh: '一个像素一个像素画出的池中锦鲤，没有两条游得一样。',
    tw: '一個像素一個像素畫出的池中錦鯉，沒有兩條游得一樣。',
    ru: 'Карпы кои из пруда, нарисованные по одному пикселю; двух одинаковых не найти.',
    ar: 'أسماك كوي من بركة رُسمت بكسلاً بكسلاً؛ لا تسبح سمكتان بالطريقة نفسها.',
    de: 'Kois aus einem Teich, Pixel für Pixel gezeichnet; keine zwei schwimmen gleich.',
  },
  guardians: {
    zh: '沉着的链上守护者，各持一面盾牌，各有一种标志色。',
    tw: '沉著的鏈上守護者，各持一面盾牌，各有一種代表色。',
    ru: 'Невозмутимые стражи блокчейна, у каждого свой щит и фирменный цвет.',
    ar: 'حرّاس رزينون للسلسلة، لكلٍّ منهم درع ولون يميّزه.',
    de: 'Stoische Hüter der Chain, jeder mit einem Schild und seiner eigenen Farbe.',
  },
};

export const NFT_ATTRIBUTE_WORDS: Record<string, { trait: Words; values: Record<string, Words> }> = {
  Palette: {
    trait: { zh: '色调', tw: '色調', ru: 'Палитра', ar: 'لوحة الألوان', de: 'Palette' },
    values: {
      Aurora: { zh: '极光', tw: '極光', ru: 'Сияние', ar: 'الشفق', de: 'Polarlicht' },
      Ember: { zh: '余烬', tw: '餘燼', ru: 'Угли', ar: 'الجمر', de: 'Glut' },
      Tide: { zh: '潮汐', tw: '潮汐', ru: 'Прилив', ar: 'المدّ', de: 'Gezeiten' },
      Void: { zh: '虚空', tw: '虛空', ru: 'Пустота', ar: 'الفراغ', de: 'Leere' },
    },
  },
  Rarity: {
    trait: { zh: '稀有度', tw: '稀有度', ru: 'Редкость', ar: 'الندرة', de: 'Seltenheit' },
    values: {
      Common: { zh: '普通', tw: '普通', ru: 'Обычная', ar: 'شائع', de: 'Gewöhnlich' },
      Rare: { zh: '稀有', tw: '稀有', ru: 'Редкая', ar: 'نادر', de: 'Selten' },
      Epic: { zh: '史诗', tw: '史詩', ru: 'Эпическая', ar: 'ملحمي', de: 'Episch' },
      Legendary: { zh: '传说', tw: '傳說', ru: 'Легендарная', ar: 'أسطوري', de: 'Legendär' },
    },
  },
  Scale: {
    trait: { zh: '鳞片', tw: '鱗片', ru: 'Чешуя', ar: 'الحراشف', de: 'Schuppen' },
    values: {
      Pink: { zh: '粉色', tw: '粉紅色', ru: 'Розовая', ar: 'وردية', de: 'Rosa' },
      Black: { zh: '黑色', tw: '黑色', ru: 'Чёрная', ar: 'سوداء', de: 'Schwarz' },
      Red: { zh: '红色', tw: '紅色', ru: 'Красная', ar: 'حمراء', de: 'Rot' },
      Blue: { zh: '蓝色', tw: '藍色', ru: 'Синяя', ar: 'زرقاء', de: 'Blau' },
      Gold: { zh: '金色', tw: '金色', ru: 'Золотая', ar: 'ذهبية', de: 'Gold' },
      White: { zh: '白色', tw: '白色', ru: 'Белая', ar: 'بيضاء', de: 'Weiß' },
    },
  },
  Fins: {
    trait: { zh: '鳍', tw: '鰭', ru: 'Плавники', ar: 'الزعانف', de: 'Flossen' },
    values: {
      Long: { zh: '长', tw: '長', ru: 'Длинные', ar: 'طويلة', de: 'Lang' },
      Short: { zh: '短', tw: '短', ru: 'Короткие', ar: 'قصيرة', de: 'Kurz' },
    },
  },
  Shield: {
    trait: { zh: '盾牌', tw: '盾牌', ru: 'Щит', ar: 'الدرع', de: 'Schild' },
    values: {
      Oak: { zh: '橡木', tw: '橡木', ru: 'Дубовый', ar: 'خشب البلوط', de: 'Eiche' },
      Iron: { zh: '铁', tw: '鐵', ru: 'Железный', ar: 'حديد', de: 'Eisen' },
      Gold: { zh: '黄金', tw: '黃金', ru: 'Золотой', ar: 'ذهب', de: 'Gold' },
      Crystal: { zh: '水晶', tw: '水晶', ru: 'Хрустальный', ar: 'كريستال', de: 'Kristall' },
    },
  },
  Eyes: {
    trait: { zh: '眼睛', tw: '眼睛', ru: 'Глаза', ar: 'العيون', de: 'Augen' },
    values: {
      Green: { zh: '绿色', tw: '綠色', ru: 'Зелёные', ar: 'خضراء', de: 'Grün' },
      Blue: { zh: '蓝色', tw: '藍色', ru: 'Голубые', ar: 'زرقاء', de: 'Blau' },
      Red: { zh: '红色', tw: '紅色', ru: 'Красные', ar: 'حمراء', de: 'Rot' },
      Grey: { zh: '灰色', tw: '灰色', ru: 'Серые', ar: 'رمادية', de: 'Grau' },
      Violet: { zh: '紫色', tw: '紫色', ru: 'Фиолетовые', ar: 'بنفسجية', de: 'Violett' },
      Amber: { zh: '琥珀色', tw: '琥珀色', ru: 'Янтарные', ar: 'كهرمانية', de: 'Bernstein' },
    },
  },
};
