import type { Texts } from './betting.en';
import type { statsEn } from './stats.en';

/** Puan durumları, takım sayfaları ve lig sonuçları. */
export const statsTr: Texts<typeof statsEn> = {
  loading: 'Yükleniyor…',
  error: 'Bu sayfa yüklenemedi.',
  notFound: 'Böyle bir istatistik sayfası yok.',
  table: {
    heading: 'Puan durumu',
    caption: '{{champ}} puan durumu',
    basis: 'Son 8 günün sonuçlarına göre: galibiyet 3 puan, beraberlik 1 puan.',
    empty: 'Bu ligin hiçbir takımı son 8 günde oynamadı.',
    columns: {
      position: 'Sıra',
      team: 'Takım',
      played: 'Oynanan',
      won: 'Galibiyet',
      drawn: 'Beraberlik',
      lost: 'Mağlubiyet',
      score: 'Atılan–yenilen',
      difference: 'Averaj',
      points: 'Puan',
      form: 'Form',
    },
  },
  form: {
    label: 'Son sonuçlar, en yenisi önce: {{results}}',
    none: 'Henüz maç yok',
    W: 'galibiyet',
    D: 'beraberlik',
    L: 'mağlubiyet',
  },
  formShort: { W: 'G', D: 'B', L: 'M' },
  coming: {
    heading: 'Sıradaki maçlar',
    empty: 'Planlanmış maç yok.',
    live: 'Canlı',
  },
  finished: {
    heading: 'Sonuçlar',
    empty: 'Son 8 günde sonuç yok.',
    score: 'Maç sonucu {{score}}',
  },
  champ: {
    bet: '{{champ}} için bahis yapın',
    notFound: 'Böyle bir lig yok.',
  },
  team: {
    of: '{{sport}} · {{champ}}',
    tableLink: '{{champ}} puan durumu',
    notFound: 'Böyle bir takım yok.',
    form: 'Form',
  },
  champs: {
    intro: 'Son 8 günde oynanan maçlara göre tüm liglerin puan durumları ve sonuçları.',
    sport: 'Spor dalı',
    list: '{{sport}} ligleri',
    empty: 'Bu spor dalında lig yok.',
    all: 'Tüm ligler',
  },
  centre: {
    heading: 'Maç merkezi',
    loading: 'Maç merkezi yükleniyor…',
    error: 'Maç merkezi yüklenemedi.',
    timeline: 'Maç akışı',
    stats: 'İstatistikler',
    preMatch: 'Form ve puan durumu',
    place: '{{position}}. sıra · puan: {{points}} · maç: {{played}}',
    noPlace: 'Henüz puan durumunda yok',
    meetings: 'Son karşılaşmalar',
    noMeetings: 'Son 8 günde karşılaşmadılar.',
    meeting: '{{date}}: {{first}} {{score}} {{second}}',
  },
};
