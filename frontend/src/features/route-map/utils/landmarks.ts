import type { MapPlace } from '@/types/route-map';

const at = (city: string, cityUk: string, lat: number, lng: number): MapPlace => ({ city, cityUk, lat, lng });

/**
 * LANDMARKS are cities the map names around a route, so that one sees where it runs: Ukraine's regional centres
 * and the nearer cities abroad (the gazetteer's coordinates), the largest first. They are drawn only where they
 * leave the route clear.
 */
export const LANDMARKS: MapPlace[] = [
  at('Kyiv', 'Київ', 50.45466, 30.5238),
  at('Bucharest', 'Бухарест', 44.43225, 26.10626),
  at('Minsk', 'Мінськ', 53.9, 27.56667),
  at('Budapest', 'Будапешт', 47.49835, 19.04045),
  at('Warsaw', 'Варшава', 52.22977, 21.01178),
  at('Kharkiv', 'Харків', 49.98081, 36.25272),
  at('Odesa', 'Одеса', 46.48572, 30.74383),
  at('Dnipro', 'Дніпро', 48.46664, 35.04066),
  at('Donetsk', 'Донецьк', 48.023, 37.80224),
  at('Kraków', 'Краків', 50.06143, 19.93658),
  at('Lviv', 'Львів', 49.83826, 24.02324),
  at('Zaporizhzhia', 'Запоріжжя', 47.85167, 35.11714),
  at('Kryvyi Rih', 'Кривий Ріг', 47.90572, 33.39404),
  at('Mykolaiv', 'Миколаїв', 46.97625, 31.99296),
  at('Mariupol', 'Маріуполь', 47.09514, 37.54131),
  at('Luhansk', 'Луганськ', 48.56952, 39.32857),
  at('Iași', 'Ясси', 47.16667, 27.6),
  at('Vinnytsia', 'Вінниця', 49.2322, 28.46871),
  at('Brest', 'Брест', 52.09755, 23.68775),
  at('Lublin', 'Люблін', 51.25, 22.56667),
  at('Simferopol', 'Сімферополь', 44.95719, 34.11079),
  at('Chernihiv', 'Чернігів', 51.50551, 31.28487),
  at('Kherson', 'Херсон', 46.63695, 32.61458),
  at('Poltava', 'Полтава', 49.58925, 34.55367),
  at('Khmelnytskyi', 'Хмельницький', 49.41835, 26.97936),
  at('Cherkasy', 'Черкаси', 49.44452, 32.05738),
  at('Chernivtsi', 'Чернівці', 48.29045, 25.93241),
  at('Zhytomyr', 'Житомир', 50.26487, 28.67669),
  at('Sumy', 'Суми', 50.9216, 34.80029),
  at('Rivne', 'Рівне', 50.62308, 26.22743),
  at('Ivano-Frankivsk', 'Івано-Франківськ', 48.92312, 24.71248),
  at('Košice', 'Кошице', 48.71395, 21.25808),
  at('Ternopil', 'Тернопіль', 49.55404, 25.59067),
  at('Kropyvnytskyi', 'Кропивницький', 48.50834, 32.26618),
  at('Lutsk', 'Луцьк', 50.75932, 25.34244),
  at('Rzeszów', 'Ряшів', 50.04132, 21.99901),
  at('Uzhhorod', 'Ужгород', 48.6242, 22.2947),
  at('Uman', 'Умань', 48.7501, 30.21944),
];
