import type { Texts } from './betting.en';
import type { favouritesEn } from './favourites.en';

/** Spor bahislerinde favoriler: yıldız, hesaptaki favoriler bölümü ve favori maçlarla ilgili bildirimler. */
export const favouritesTr: Texts<typeof favouritesEn> = {
  star: {
    add: 'Favorilere ekle: {{name}}',
    remove: 'Favorilerden çıkar: {{name}}',
  },
  failed: 'Favorileriniz değiştirilemedi. Lütfen tekrar deneyin.',
  limit: 'En fazla {{max}} favori tutabilirsiniz. Yenisini eklemek için birini çıkarın.',
  view: {
    title: 'Favoriler',
    intro: 'Maçları, ligleri ve takımları kendi sayfalarında yıldızlayın; hepsini burada bulun.',
    games: 'Maçlar',
    champs: 'Ligler',
    teams: 'Takımlar',
    empty: 'Henüz hiçbir şeyi yıldızlamadınız.',
    loading: 'Favoriler yükleniyor…',
    error: 'Favorileriniz yüklenemedi.',
    retry: 'Tekrar dene',
    remove: 'Çıkar',
    removeNamed: 'Favorilerden çıkar: {{name}}',
    gone: 'Artık mevcut değil',
    unknownGame: 'Maç {{id}}',
    unknownChamp: 'Lig {{id}}',
    unknownTeam: 'Takım {{id}}',
    live: 'Canlı',
    finished: 'Bitti',
    startsAt: 'Başlangıç: {{time}}',
  },
  alerts: {
    label: 'Favori maçlarım hakkında beni bilgilendir',
    hint: 'Site açık olduğu sürece: yıldızladığınız maçların başlangıcı, her skor ve maç sonucu, tarayıcı bildirimi olarak da.',
    denied:
      'Tarayıcınız bu sitenin bildirimlerini engelliyor. Bu seçeneği açmak için tarayıcı ayarlarından izin verin.',
    unsupported: 'Bu tarayıcı bildirim gösteremiyor.',
  },
  notice: {
    title: 'Favoriler',
    started: '{{game}} başladı.',
    score: '{{game}} maçında yeni skor: {{score}}',
    finished: '{{game}} sona erdi: {{score}}',
  },
};
