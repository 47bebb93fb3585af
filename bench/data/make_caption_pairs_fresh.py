import json
P = []
def p(id, a, pa, b, pb, fields):
    P.append({"id": id, "a": a, "published_a": pa, "b": b, "published_b": pb,
              "drift": bool(fields), "fields": fields})

# --- people: compound names, titles, surname-only forms
p("f01", "President Andrés Manuel López Obrador speaks at the National Palace in Mexico City on Monday.", "2019-03-04",
  "Andrés Manuel López Obrador speaks during his morning news conference in Mexico City, March 4, 2019.", "2019-03-05", [])
p("f02", "Colombian President Gustavo Petro addresses supporters in Bogota, August 7, 2022.", "2022-08-07",
  "Gustavo Francisco Petro Urrego addresses supporters in Bogotá, Colombia, on August 7, 2022.", "2022-08-09", [])
p("f03", "Chilean President Gabriel Boric casts his ballot in Punta Arenas on September 4, 2022.", "2022-09-04",
  "Chilean President Sebastian Pinera casts his ballot in Punta Arenas on September 4, 2022.", "2022-09-06", ["person"])
p("f04", "Bangladesh's Prime Minister Sheikh Hasina casts her vote in Dhaka, January 7, 2024.", "2024-01-07",
  "Sheikh Hasina Wazed votes at a polling station in Dhaka on January 7, 2024.", "2024-01-08", [])
p("f05", "Kenyan opposition leader Raila Odinga greets supporters in Kisumu, August 2017.", "2017-08-12",
  "Kenyan President Uhuru Kenyatta greets supporters in Kisumu, August 2017.", "2017-08-14", ["person"])
p("f06", "Prime Minister Jacinda Ardern hugs a mourner at the Kilbirnie mosque in Wellington, March 17, 2019.", "2019-03-18",
  "New Zealand's Jacinda Kate Laurell Ardern hugs a mourner at a mosque in Wellington on March 17, 2019.", "2019-03-19", [])
p("f07", "President Cyril Ramaphosa visits flood-hit areas in Durban, South Africa, April 13, 2022.", "2022-04-13",
  "Former President Jacob Zuma visits flood-hit areas in Durban, South Africa, April 13, 2022.", "2022-04-15", ["person"])

# --- credits in other layouts
p("f08", "Looters carry goods out of a shopping mall in Durban, South Africa, July 13, 2021. REUTERS/Rogan Ward", "2021-07-13",
  "Looters carry goods out of a shopping mall in Durban, South Africa, July 13, 2021.", "2021-07-20", ["credit"])
p("f09", "A man walks past burning barricades in Port-au-Prince, Haiti, on March 4, 2024. (AP Photo/Odelyn Joseph)", "2024-03-04",
  "A man walks past burning barricades in Port-au-Prince, Haiti, on March 4, 2024.", "2024-03-06", ["credit"])
p("f10", "Voters queue outside a polling station in Lagos, Nigeria, February 25, 2023. (Photo by Pius Utomi Ekpei/AFP via Getty Images)", "2023-02-25",
  "Voters queue outside a polling station in Lagos, Nigeria, February 25, 2023. Photograph: Temilade Adelaja/Reuters", "2023-02-27", ["credit"])
p("f11", "Rescuers carry a survivor out of the rubble in Derna, Libya, on September 13, 2023. Photograph: Esam Omran Al-Fetori/Reuters", "2023-09-13",
  "Rescuers carry a survivor out of the rubble in Derna, Libya, September 13, 2023. REUTERS/Esam Omran Al-Fetori", "2023-09-14", [])
p("f12", "Smoke rises over Khartoum as fighting continues, April 16, 2023. Ahmed Satti | AFP", "2023-04-16",
  "Smoke rises over Khartoum as fighting continues, April 16, 2023.", "2023-04-18", ["credit"])
p("f13", "Pilgrims throw pebbles at the pillars in Mina, near Mecca, Saudi Arabia, June 28, 2023. ©Fayez Nureldine", "2023-06-28",
  "Pilgrims throw pebbles at the pillars in Mina, near Mecca, June 28, 2023.", "2023-07-02", ["credit"])
p("f14", "Children play in a flooded street in Karachi, Pakistan, August 2022. (Photo by Asif Hassan / AFP)", "2022-08-26",
  "Children play in a flooded street in Karachi, Pakistan, in August 2022. Asif Hassan/AFP", "2022-08-29", [])
p("f15", "A boy sits on the ruins of a mosque in Sulawesi, Indonesia, October 2018. EPA-EFE/Mast Irham", "2018-10-03",
  "A boy sits on the ruins of a mosque in Palu, Indonesia, October 2018.", "2018-10-09", ["credit"])

# --- organisations: armed groups and forces
p("f16", "Kurdish fighters stand guard on a rooftop in Kobani, Syria, in October 2014.", "2014-10-20",
  "Turkish soldiers stand guard on a rooftop in Kobani, Syria, in October 2014.", "2014-10-25", ["organisation"])
p("f17", "M23 rebels patrol a road near Goma, Democratic Republic of Congo, November 2012.", "2012-11-21",
  "Congolese army soldiers patrol a road near Goma, Democratic Republic of Congo, November 2012.", "2012-11-23", ["organisation"])
p("f18", "Ukrainian soldiers fire a howitzer near Bakhmut, Ukraine, May 2023.", "2023-05-15",
  "Ukrainian troops fire artillery near Bakhmut in eastern Ukraine in May 2023.", "2023-05-16", [])
p("f19", "Fano militiamen gather in a square in Lalibela, Ethiopia, August 2023.", "2023-08-10",
  "Ethiopian federal troops gather in a square in Lalibela, Ethiopia, August 2023.", "2023-08-12", ["organisation"])
p("f20", "Houthi fighters ride in the back of a pickup truck in Sanaa, Yemen, in 2015.", "2015-03-30",
  "Yemeni government troops ride in the back of a pickup truck in Sanaa, Yemen, in 2015.", "2015-04-02", ["organisation"])
p("f21", "Al-Shabaab militants parade through a village in Lower Shabelle, Somalia, 2010.", "2010-06-01",
  "Somali government soldiers parade through a village in Lower Shabelle, Somalia, 2010.", "2010-06-03", ["organisation"])
p("f22", "Colombian police officers guard a polling station in Medellin, June 19, 2022.", "2022-06-19",
  "Police guard a polling station in Medellín, Colombia, on June 19, 2022.", "2022-06-20", [])
p("f23", "Myanmar soldiers stand next to an armoured vehicle in Yangon, February 2, 2021.", "2021-02-02",
  "Karen National Liberation Army fighters stand next to an armoured vehicle in Yangon, February 2, 2021.", "2021-02-05", ["organisation"])

# --- places the gazetteer may not know; neighbourhoods; homonyms
p("f24", "Floodwaters surround houses in Altenahr, Germany, July 15, 2021.", "2021-07-15",
  "Floodwaters surround houses in Trooz, Belgium, July 15, 2021.", "2021-07-19", ["place"])
p("f25", "Volunteers shovel mud in Insul, Germany, after the floods of July 2021.", "2021-07-20",
  "Volunteers shovel mud in the village of Insul in western Germany, July 2021.", "2021-07-22", [])
p("f26", "Residents queue for water in Soweto, Johannesburg, January 2024.", "2024-01-15",
  "Residents queue for water in Alexandra, Johannesburg, January 2024.", "2024-01-17", ["place"])
p("f27", "Vendors sell vegetables at a market in Makoko, Lagos, Nigeria, 2019.", "2019-05-02",
  "Vendors sell vegetables at a market in Makoko, Lagos, in 2019.", "2019-05-05", [])
p("f28", "Smoke from bushfires hangs over Perth, Western Australia, February 2021.", "2021-02-03",
  "Smoke from wildfires hangs over Perth, Scotland, April 2019.", "2021-02-10", ["place", "date"])
p("f29", "Army tanks deploy in Tripoli, Lebanon, after clashes, May 2008.", "2008-05-12",
  "Army tanks deploy in Tripoli, Libya, after clashes, May 2008.", "2008-05-20", ["place"])
p("f30", "Women draw water from a well in Zinder, Niger, May 2022.", "2022-05-10",
  "Women draw water from a well in Kano, Nigeria, May 2022.", "2022-05-14", ["place"])
p("f31", "Cars queue in San Jose after the earthquake in Costa Rica, September 5, 2012.", "2012-09-06",
  "Traffic jams in San José, Costa Rica, after the earthquake, September 5, 2012.", "2012-09-07", [])
p("f32", "Fans gather in Victoria Square after the final, May 2023.", "2023-05-21",
  "Fans gather in central Birmingham after the final, May 2023.", "2023-05-22", [])
p("f33", "Protesters gather in Syntagma Square in Athens, Greece, June 2011.", "2011-06-29",
  "Protesters gather outside parliament in Athens, Greece, June 2011.", "2011-06-30", [])
p("f34", "Ali Hassan, 34, from Mosul, sits outside his tent in a camp near Erbil, Iraq, 2017.", "2017-03-01",
  "A displaced man sits outside his tent in Mosul, Iraq, in 2017.", "2017-03-08", ["place"])
p("f35", "Shoppers crowd Oxford Street in London, December 2019.", "2019-12-21",
  "Shoppers crowd a street in central London, December 2019.", "2019-12-23", [])
p("f36", "A woman carries her child through floodwater in Beira, Mozambique, after Cyclone Idai, March 2019.", "2019-03-20",
  "A woman carries her child through floodwater in Beira after Cyclone Idai.", "2019-03-22", [])
p("f37", "Rescuers pull a girl from the rubble in Antakya, Hatay province, Turkey, February 7, 2023.", "2023-02-07",
  "Rescuers pull a girl from the rubble in Jandaris, Syria, February 7, 2023.", "2023-02-08", ["place"])

# --- events, incl. sport, and years inside names
p("f38", "Runners cross the Verrazzano-Narrows Bridge during the New York City Marathon, November 3, 2019.", "2019-11-04",
  "Protesters cross the Verrazzano-Narrows Bridge in New York, November 3, 2019.", "2019-11-05", ["event"])
p("f39", "Cyclists ride through the Alps during the Tour de France, July 2019.", "2019-07-26",
  "Cyclists ride through the Alps during a climate protest, July 2019.", "2019-07-28", ["event"])
p("f40", "Senegal players lift the Africa Cup of Nations trophy in Yaounde, Cameroon, February 6, 2022.", "2022-02-07",
  "Senegal's players lift the trophy after the Africa Cup of Nations final in Yaounde, February 2022.", "2022-02-08", [])
p("f41", "Fans in Nairobi watch the Olympic marathon on a big screen, August 8, 2021.", "2021-08-08",
  "Fans in Nairobi watch the Tokyo 2020 marathon on a big screen.", "2021-08-10", [])
p("f42", "Visitors queue at the Expo 2020 site in Dubai on October 1, 2021.", "2021-10-01",
  "Visitors queue at Expo 2020 in Dubai.", "2021-10-04", [])
p("f43", "Firefighters battle a blaze at a market in Onitsha, Nigeria, in 2016.", "2016-03-05",
  "Firefighters tackle a fire at a market in Onitsha, Nigeria, in 2021.", "2021-01-10", ["date"])
p("f44", "Water-bombing helicopters fight a fire in the hills above Athens, Greece, August 2021.", "2021-08-05",
  "Helicopters drop water on a wildfire near Athens, Greece, in August 2021.", "2021-08-06", [])
p("f45", "Morocco fans celebrate in Rabat after their team's win over Spain at the World Cup, December 6, 2022.", "2022-12-07",
  "Morocco fans celebrate in the streets of Rabat, Morocco, December 6, 2022.", "2022-12-08", [])
p("f46", "Croatia fans celebrate in Zagreb after their win over England, July 11, 2018.", "2018-07-12",
  "Croatia fans celebrate in Split after their win over England, July 11, 2018.", "2018-07-13", ["place"])
p("f47", "Supporters of the opposition rally in Harare, Zimbabwe, ahead of the election, July 2018.", "2018-07-25",
  "Supporters of the opposition protest in Harare, Zimbabwe, after the election, August 2018.", "2018-08-02", ["date"])
p("f48", "Fans watch the World Cup 2022 final on a big screen in Buenos Aires, December 18, 2022.", "2022-12-18",
  "Demonstrators fill the streets of Buenos Aires during a general strike, January 24, 2024.", "2024-01-25", ["event", "date"])
p("f49", "A woman sits in a tree above floodwaters in Chokwe, Mozambique, March 2000.", "2000-03-02",
  "A woman sits in a tree above floodwaters after Cyclone Idai hit Mozambique.", "2019-03-25", ["date", "event"])

# --- hedges
p("f50", "The clip, which could not be independently verified, is said to show troops entering Niamey, Niger, July 2023.", "2023-07-27",
  "The clip shows troops entering Niamey, Niger, July 2023.", "2023-07-29", ["hedge"])
p("f51", "Footage purportedly shows a missile striking an apartment block in Dnipro, Ukraine, January 14, 2023.", "2023-01-14",
  "Footage appears to show a missile striking an apartment block in Dnipro, Ukraine, on January 14, 2023.", "2023-01-15", [])
p("f52", "An unverified video claimed to show flooding inside a metro station in Zhengzhou, China, July 20, 2021.", "2021-07-21",
  "Video shows flooding inside a metro station in Zhengzhou, China, July 20, 2021.", "2021-07-22", ["hedge"])
p("f53", "Images said to show the aftermath of a strike on a hospital in Gaza City, October 17, 2023.", "2023-10-18",
  "Images show the aftermath of a strike on a hospital in Gaza City on October 17, 2023.", "2023-10-19", ["hedge"])

# --- counts
p("f54", "More than 2,000 migrants wait at the border crossing in Ciudad Juarez, Mexico, December 2022.", "2022-12-13",
  "About 2,300 migrants wait at the border in Ciudad Juárez, December 2022.", "2022-12-14", [])
p("f55", "Dozens of people queue for bread in Aleppo, Syria, in 2013.", "2013-01-10",
  "Thousands of people queue for bread in Aleppo, Syria, in 2013.", "2013-01-15", ["count"])
p("f56", "Rescue boats carry 12 miners out of the flooded mine in Zonguldak, Turkey, 2022.", "2022-10-16",
  "Rescue boats carry 41 miners out of a flooded mine in Zonguldak, Turkey, 2022.", "2022-10-18", ["count"])
p("f57", "Some 300 protesters march in La Paz, Bolivia, November 2019.", "2019-11-12",
  "About 310 protesters march through La Paz, Bolivia, in November 2019.", "2019-11-13", [])

# --- dates, eras, relative days
p("f58", "Students confront troops near Tiananmen Square in Beijing, June 1989.", "1989-06-05",
  "Students confront troops near Tiananmen Square in Beijing, China, on June 3, 1989.", "2019-06-04", [])
p("f59", "Students confront troops near Tiananmen Square in Beijing, June 1989.", "1989-06-05",
  "Students confront police in Hong Kong, June 2019.", "2019-06-13", ["place", "date", "organisation"])
p("f60", "Crowds climb the Berlin Wall at the Brandenburg Gate, November 10, 1989.", "1989-11-10",
  "Crowds gather at the Brandenburg Gate in Berlin, November 1989.", "1989-11-15", [])
p("f61", "Survivors search the ruins of their homes in Banda Aceh, Indonesia, after the tsunami of December 26, 2004.", "2004-12-29",
  "Survivors search the ruins of their homes in Banda Aceh after Friday's tsunami.", "2018-09-30", ["date"])
p("f62", "Residents walk through debris in Port-au-Prince, Haiti, after the earthquake on Tuesday.", "2010-01-14",
  "Residents walk through debris in Port-au-Prince, Haiti, after the earthquake of January 12, 2010.", "2010-01-20", [])
p("f63", "A man rides a bicycle past destroyed houses in Kigali, Rwanda, in 1994.", "1994-07-10",
  "A man rides a bicycle past destroyed houses in Kigali, Rwanda, last week.", "2021-04-12", ["date"])
p("f64", "Firefighters spray water on a burning building in Kathmandu after Saturday's earthquake.", "2015-04-27",
  "Firefighters spray water on a burning building in Kathmandu, Nepal, April 25, 2015.", "2015-04-30", [])
p("f65", "Villagers wade through a flooded rice field in Sylhet, Bangladesh, June 2022.", "2022-06-20",
  "Villagers wade through a flooded rice field in Assam, India, June 2022.", "2022-06-22", ["place"])
p("f66", "Police fire tear gas at protesters in Santiago, Chile, October 2019. Photo: Martin Bernetti/AFP", "2019-10-21",
  "Police fire tear gas at protesters in Santiago, October 21, 2019. Martin Bernetti/AFP", "2019-10-22", [])
p("f67", "Lava flows into the sea near Kapoho on Hawaii's Big Island, June 2018.", "2018-06-05",
  "Lava flows into the sea on La Palma, Canary Islands, Spain, December 2021.", "2021-12-05", ["place", "date"])
p("f68", "Sandbags line the river in Venice, Italy, as the acqua alta peaks, November 12, 2019.", "2019-11-13",
  "Water covers St Mark's Square in Venice, November 12, 2019.", "2019-11-14", [])
p("f69", "Riot police detain a protester in Minsk, Belarus, August 2020.", "2020-08-11",
  "Riot police detain a protester in Tbilisi, Georgia, March 2023.", "2023-03-09", ["place", "date"])
p("f70", "Bodies lie under sheets in a street in Bucha, Ukraine, April 2, 2022. REUTERS/Zohra Bensemra", "2022-04-03",
  "Bodies lie under sheets in a street in Bucha, Ukraine, April 2, 2022. Photo: Ronaldo Schemidt/AFP", "2022-04-04", ["credit"])
p("f71", "A Syrian boy sits in an ambulance after an airstrike in Aleppo, August 17, 2016.", "2016-08-18",
  "A Palestinian boy sits in an ambulance after an airstrike in Gaza, May 2021.", "2021-05-15", ["place", "date"])
p("f72", "Hindu devotees bathe in the Ganges in Prayagraj, India, during the Kumbh Mela, January 2019.", "2019-01-15",
  "Devotees take a holy dip at the Kumbh Mela in Prayagraj, India, January 15, 2019.", "2019-01-16", [])
with open("bench/data/caption_pairs_fresh.jsonl", "w", encoding="utf-8") as f:
    for row in P:
        f.write(json.dumps(row, ensure_ascii=False) + "\n")
print(len(P), sum(r["drift"] for r in P))
