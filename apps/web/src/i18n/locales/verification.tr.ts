import type { Texts } from './betting.en';
import type { verificationEn } from './verification.en';

/** Doğrulama ve kimlik tespiti metinleri. */
export const verificationTr: Texts<typeof verificationEn> = {
  intro:
    'Kara para aklamayla mücadele kurallarının gerektirdiği gibi, büyük ödemelerden önce her oyuncunun kimliğini doğrularız. Belgelerinizin net fotoğraflarını veya taramalarını gönderin: JPEG, PNG veya PDF, her biri en fazla 10 MB.',
  statusHeading: 'Doğrulama durumu',
  status: {
    none: 'Doğrulanmadı',
    pending: 'Belgeler inceleniyor',
    verified: 'Doğrulandı',
    rejected: 'Belgeler reddedildi',
    requested: 'Bir belge daha istendi',
  },
  statusText: {
    none: 'Doğrulanmak için kimliğinizi kanıtlayan bir belge gönderin.',
    pending: 'Belgelerinizi inceliyoruz. Karar verdiğimiz anda buradaki durum değişir.',
    verified: 'Kimliğiniz doğrulandı: her tutarda para çekebilirsiniz.',
    rejected: 'Belgelerinizi kabul edemedik. Yenilerini gönderin.',
    requested: 'Sizden bir belge daha gerekiyor. Aşağıdan gönderin.',
  },
  note: 'Notumuz: {{note}}',
  threshold: 'Doğrulanana kadar para çekme işlemlerinizin toplamı en fazla {{amount}} olabilir.',
  requested: 'İstenen: {{kinds}}',
  kinds: {
    identity: 'Pasaport veya kimlik kartı',
    address: 'Adres belgesi',
    payment: 'Ödeme yöntemi',
    selfie: 'Belgenizle özçekim',
  },
  kindHints: {
    identity: 'Fotoğrafınızın, adınızın ve doğum tarihinizin bulunduğu sayfa.',
    address: 'Son 3 aya ait, adınızın ve adresinizin yazdığı bir fatura veya banka hesap özeti.',
    payment:
      'Ödeme yaptığınız kartın fotoğrafı (ortadaki rakamları kapatın) veya e-cüzdanınızın ekran görüntüsü.',
    selfie: 'Yüzünüz ve yanında açık belge, ikisi de net görünür şekilde.',
  },
  uploadHeading: 'Belge gönder',
  file: 'Dosya: {{kind}}',
  fileHint: 'JPEG, PNG veya PDF, en fazla 10 MB.',
  chooseFile: 'Dosya seç',
  noFileChosen: 'Dosya seçilmedi',
  send: 'Gönder',
  sendKind: 'Dosyayı gönder: {{kind}}',
  requestedBadge: 'İstendi',
  uploading: '{{file}} gönderiliyor: %{{percent}}',
  uploaded: '{{file}} gönderildi. Yakında inceleyeceğiz.',
  errors: {
    noFile: 'Önce bir dosya seçin.',
    tooLarge: 'Dosya 10 MB’tan büyük. Daha küçük bir fotoğraf veya tarama gönderin.',
    type: 'Yalnızca JPEG, PNG veya PDF dosyaları kabul edilir.',
    alreadyVerified: 'Kimliğiniz zaten doğrulandı: belge gerekmiyor.',
    failed: 'Dosya gönderilemedi. Yeniden deneyin.',
  },
  documentsHeading: 'Belgeleriniz',
  noDocuments: 'Henüz belge göndermediniz.',
  documentStatus: { pending: 'İnceleniyor', accepted: 'Kabul edildi', rejected: 'Reddedildi' },
  sentAt: 'Gönderildi: {{date}}',
  rejectedReason: 'Neden: {{reason}}',
  open: '{{file}} dosyasını aç',
  loadError: 'Doğrulama bilgileriniz yüklenemedi.',
  retry: 'Yeniden dene',
  identification: {
    intro:
      'Kimlik tespiti, hesabın size ait olduğunu doğrular: kimlik belgenizin bilgileri ve bir fotoğrafı.',
    detailsHeading: 'Kimlik belgeniz',
    details: {
      name: 'Ad',
      birthDate: 'Doğum tarihi',
      document: 'Belge numarası',
      issued: 'Veriliş tarihi',
      expires: 'Geçerlilik tarihi',
      issuedBy: 'Veren makam',
    },
    missing: 'Belirtilmedi',
    edit: 'Bu bilgileri ayarlarda değiştirin',
    needed: 'Hesabınızın kimlik tespiti gerekiyor: aşağıdan belgenin fotoğrafını gönderin.',
    done: 'Kimliğiniz doğrulandı.',
  },
  accountVerify: {
    intro:
      'Hesabınızın açık kalması için kimliğinizi doğrulayın: aşağıda istenen belgeleri gönderin. Hesabınız kısıtlıyken de bu sayfaya erişebilirsiniz.',
    signIn: 'Belgelerinizi göndermek için giriş yapın.',
    signInLink: 'Giriş yap',
  },
};
