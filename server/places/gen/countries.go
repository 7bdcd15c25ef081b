package main

// neighbours are Ukraine and the countries it borders: every town of them
// with at least minNeighbourPop people is kept.
var neighbours = map[string]bool{
	"UA": true, "PL": true, "SK": true, "HU": true, "RO": true, "MD": true, "BY": true, "RU": true,
}

// countries names every European country (ISO 3166-1 alpha-2) in English
// and Ukrainian; it is both the selection list and the region of non-UA places.
// Transcontinental TR, GE, AM, AZ and KZ are left out.
var countries = map[string][2]string{
	"AD": {"Andorra", "Андорра"},
	"AL": {"Albania", "Албанія"},
	"AT": {"Austria", "Австрія"},
	"AX": {"Åland Islands", "Аландські острови"},
	"BA": {"Bosnia and Herzegovina", "Боснія і Герцеговина"},
	"BE": {"Belgium", "Бельгія"},
	"BG": {"Bulgaria", "Болгарія"},
	"BY": {"Belarus", "Білорусь"},
	"CH": {"Switzerland", "Швейцарія"},
	"CY": {"Cyprus", "Кіпр"},
	"CZ": {"Czechia", "Чехія"},
	"DE": {"Germany", "Німеччина"},
	"DK": {"Denmark", "Данія"},
	"EE": {"Estonia", "Естонія"},
	"ES": {"Spain", "Іспанія"},
	"FI": {"Finland", "Фінляндія"},
	"FO": {"Faroe Islands", "Фарерські острови"},
	"FR": {"France", "Франція"},
	"GB": {"United Kingdom", "Велика Британія"},
	"GG": {"Guernsey", "Гернсі"},
	"GI": {"Gibraltar", "Гібралтар"},
	"GR": {"Greece", "Греція"},
	"HR": {"Croatia", "Хорватія"},
	"HU": {"Hungary", "Угорщина"},
	"IE": {"Ireland", "Ірландія"},
	"IM": {"Isle of Man", "Острів Мен"},
	"IS": {"Iceland", "Ісландія"},
	"IT": {"Italy", "Італія"},
	"JE": {"Jersey", "Джерсі"},
	"LI": {"Liechtenstein", "Ліхтенштейн"},
	"LT": {"Lithuania", "Литва"},
	"LU": {"Luxembourg", "Люксембург"},
	"LV": {"Latvia", "Латвія"},
	"MC": {"Monaco", "Монако"},
	"MD": {"Moldova", "Молдова"},
	"ME": {"Montenegro", "Чорногорія"},
	"MK": {"North Macedonia", "Північна Македонія"},
	"MT": {"Malta", "Мальта"},
	"NL": {"Netherlands", "Нідерланди"},
	"NO": {"Norway", "Норвегія"},
	"PL": {"Poland", "Польща"},
	"PT": {"Portugal", "Португалія"},
	"RO": {"Romania", "Румунія"},
	"RS": {"Serbia", "Сербія"},
	"RU": {"Russia", "Росія"},
	"SE": {"Sweden", "Швеція"},
	"SI": {"Slovenia", "Словенія"},
	"SJ": {"Svalbard and Jan Mayen", "Шпіцберген і Ян-Маєн"},
	"SK": {"Slovakia", "Словаччина"},
	"SM": {"San Marino", "Сан-Марино"},
	"UA": {"Ukraine", "Україна"},
	"VA": {"Vatican City", "Ватикан"},
	"XK": {"Kosovo", "Косово"},
}

// oblasts maps GeoNames' UA admin1 codes to the region's English and
// Ukrainian names (12 and 20 are the cities with special status).
var oblasts = map[string][2]string{
	"01": {"Cherkasy Oblast", "Черкаська область"},
	"02": {"Chernihiv Oblast", "Чернігівська область"},
	"03": {"Chernivtsi Oblast", "Чернівецька область"},
	"04": {"Dnipropetrovsk Oblast", "Дніпропетровська область"},
	"05": {"Donetsk Oblast", "Донецька область"},
	"06": {"Ivano-Frankivsk Oblast", "Івано-Франківська область"},
	"07": {"Kharkiv Oblast", "Харківська область"},
	"08": {"Kherson Oblast", "Херсонська область"},
	"09": {"Khmelnytskyi Oblast", "Хмельницька область"},
	"10": {"Kirovohrad Oblast", "Кіровоградська область"},
	"11": {"Autonomous Republic of Crimea", "Автономна Республіка Крим"},
	"12": {"Kyiv", "Київ"},
	"13": {"Kyiv Oblast", "Київська область"},
	"14": {"Luhansk Oblast", "Луганська область"},
	"15": {"Lviv Oblast", "Львівська область"},
	"16": {"Mykolaiv Oblast", "Миколаївська область"},
	"17": {"Odesa Oblast", "Одеська область"},
	"18": {"Poltava Oblast", "Полтавська область"},
	"19": {"Rivne Oblast", "Рівненська область"},
	"20": {"Sevastopol", "Севастополь"},
	"21": {"Sumy Oblast", "Сумська область"},
	"22": {"Ternopil Oblast", "Тернопільська область"},
	"23": {"Vinnytsia Oblast", "Вінницька область"},
	"24": {"Volyn Oblast", "Волинська область"},
	"25": {"Zakarpattia Oblast", "Закарпатська область"},
	"26": {"Zaporizhzhia Oblast", "Запорізька область"},
	"27": {"Zhytomyr Oblast", "Житомирська область"},
}

// region names the place's oblast for Ukraine and its country elsewhere.
func region(country, admin1 string) [2]string {
	if country == "UA" {
		if o, ok := oblasts[admin1]; ok {
			return o
		}
	}
	return countries[country]
}
