/// Words of an app's interface in the four benchmark languages, and phrases made from them.
///
/// German brings long compounds, Hindi conjuncts and fallback to Noto Sans Devanagari, Arabic
/// joining, right-to-left screens and fallback to Noto Sans Arabic.
enum Language: String, CaseIterable, Sendable {
    case english = "en"
    case german = "de"
    case hindi = "hi"
    case arabic = "ar"

    /// The font family a custom `font` uses for this language.
    var family: String {
        switch self {
        case .english, .german: "Inter"
        case .hindi: "Noto Sans Devanagari"
        case .arabic: "Noto Sans Arabic"
        }
    }

    var isRightToLeft: Bool { self == .arabic }

    var words: [String] {
        switch self {
        case .english: Phrasebook.english
        case .german: Phrasebook.german
        case .hindi: Phrasebook.hindi
        case .arabic: Phrasebook.arabic
        }
    }
}

/// The word lists and the phrase builder.
enum Phrasebook {
    /// A phrase of `count` words, the first capitalised where the script has case.
    static func phrase(_ language: Language, words count: Int, random: inout SplitMix64) -> String {
        var words: [String] = []
        for _ in 0..<max(1, count) {
            words.append(random.pick(language.words))
        }
        if let first = words.first, language == .english || language == .german {
            words[0] = first.prefix(1).uppercased() + first.dropFirst()
        }
        return words.joined(separator: " ")
    }

    static let english = [
        "settings", "account", "privacy", "notifications", "display", "brightness", "sound", "battery",
        "storage", "network", "password", "email", "address", "payment", "order", "delivery", "message",
        "profile", "photos", "library", "download", "update", "search", "favorites", "history", "calendar",
        "reminder", "location", "language", "keyboard", "accessibility", "general", "continue", "cancel",
        "save", "delete", "share", "edit", "done", "more", "your", "the", "and", "with", "for", "all", "new",
        "recent", "subscription", "available", "storage-optimised", "www.example.com/help",
    ]

    static let german = [
        "Einstellungen", "Benachrichtigungen", "Datenschutz", "Bildschirmhelligkeit", "Lautstärke",
        "Batteriezustand", "Speicherplatz", "Netzwerkverbindung", "Passwort", "E-Mail-Adresse",
        "Zahlungsmethode", "Bestellung", "Lieferung", "Nachricht", "Profil", "Fotos", "Mediathek",
        "herunterladen", "Aktualisierung", "Suche", "Favoriten", "Verlauf", "Kalender", "Erinnerung",
        "Ortungsdienste", "Sprache", "Tastatur", "Bedienungshilfen", "Allgemein", "fortfahren", "abbrechen",
        "speichern", "löschen", "teilen", "bearbeiten", "fertig", "mehr", "Ihre", "die", "und", "mit", "für",
        "alle", "neue", "Kontoeinstellungen", "Geschwindigkeitsbegrenzung", "Datenübertragungsrate",
    ]

    static let hindi = [
        "सेटिंग्स", "खाता", "गोपनीयता", "सूचनाएँ", "डिस्प्ले", "चमक", "ध्वनि", "बैटरी", "संग्रहण", "नेटवर्क",
        "पासवर्ड", "ईमेल", "पता", "भुगतान", "ऑर्डर", "डिलीवरी", "संदेश", "प्रोफ़ाइल", "तस्वीरें", "लाइब्रेरी",
        "डाउनलोड", "अपडेट", "खोजें", "पसंदीदा", "इतिहास", "कैलेंडर", "अनुस्मारक", "स्थान", "भाषा", "कीबोर्ड",
        "सुलभता", "सामान्य", "जारी", "रखें", "रद्द", "करें", "सहेजें", "हटाएँ", "साझा", "संपादित", "हो", "गया",
        "और", "आपका", "के", "लिए", "सभी", "नया", "क्षेत्र", "स्वास्थ्य",
    ]

    static let arabic = [
        "الإعدادات", "الحساب", "الخصوصية", "الإشعارات", "العرض", "السطوع", "الصوت", "البطارية", "التخزين",
        "الشبكة", "كلمة", "المرور", "البريد", "الإلكتروني", "العنوان", "الدفع", "الطلب", "التوصيل", "الرسالة",
        "الملف", "الشخصي", "الصور", "المكتبة", "تنزيل", "تحديث", "بحث", "المفضلة", "السجل", "التقويم", "تذكير",
        "الموقع", "اللغة", "لوحة", "المفاتيح", "إمكانية", "الوصول", "عام", "متابعة", "إلغاء", "حفظ", "حذف",
        "مشاركة", "تعديل", "تم", "مع", "جميع", "جديد", "٤٩٩", "ر.س",
    ]
}
